#!/usr/bin/python3
"""Accept every tracked change of Word files in LibreOffice and save each as plain text.

Usage: /usr/bin/python3 lo-accept-all.py <soffice> <profile-dir> <in.docx> <out.txt> [<in.docx> <out.txt> ...]

Starts one headless soffice on a private pipe and profile, opens each document hidden, runs
.uno:AcceptAllTrackedChanges (what Review > Accept All does) and stores the result with the Text
filter, so a test can compare LibreOffice's reading of "accept all" with its own.
"""
import os
import subprocess
import sys
import time
import uuid

import uno
from com.sun.star.beans import PropertyValue


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def main():
    soffice, profile, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    pipe = "clausewise_" + uuid.uuid4().hex
    installation = "-env:UserInstallation=" + uno.systemPathToFileUrl(os.path.abspath(profile))
    # A fresh profile makes soffice restart itself once; let that happen before connecting.
    subprocess.run([soffice, installation, "--headless", "--terminate_after_init"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    proc = subprocess.Popen(
        [soffice, installation, "--headless", "--invisible",
         "--norestore", "--nologo", "--accept=pipe,name=%s;urp;" % pipe],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
        ctx = None
        for _ in range(240):
            try:
                ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
                break
            except Exception:
                time.sleep(0.25)
        if ctx is None:
            sys.exit("could not connect to soffice")
        smgr = ctx.ServiceManager
        desktop = smgr.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
        dispatcher = smgr.createInstanceWithContext("com.sun.star.frame.DispatchHelper", ctx)
        # Comments shown in a view abort a headless, GUI-less soffice (NoSuchElementException in the
        # comment sidebar); accepting changes does not need them displayed.
        provider = smgr.createInstanceWithContext("com.sun.star.configuration.ConfigurationProvider", ctx)
        display = provider.createInstanceWithArguments(
            "com.sun.star.configuration.ConfigurationUpdateAccess", (prop("nodepath", "/org.openoffice.Office.Writer/Content/Display"),))
        display.setPropertyValue("Note", False)
        display.commitChanges()
        for src, dst in zip(files[0::2], files[1::2]):
            doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(os.path.abspath(src)), "_blank", 0, (prop("Hidden", True),))
            frame = doc.getCurrentController().getFrame()
            dispatcher.executeDispatch(frame, ".uno:AcceptAllTrackedChanges", "", 0, ())
            doc.storeToURL(uno.systemPathToFileUrl(os.path.abspath(dst)), (prop("FilterName", "Text (encoded)"), prop("FilterOptions", "UTF8,LF")))
            doc.close(True)
        try:
            desktop.terminate()
        except Exception:
            pass
    finally:
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    main()
