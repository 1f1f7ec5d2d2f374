/** The application error type is defined in domain (services throw it too); handlers import it from here. */
export { AppError, notFound, unauthenticated, validationFailed } from '../../domain/errors/app-error';
