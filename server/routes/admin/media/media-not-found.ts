import { mediaMessages } from '../../../../contract/media/media-rules';
import { HttpError } from '../../../http/http-error';

export const mediaNotFound = () => new HttpError(404, mediaMessages.notFound);
