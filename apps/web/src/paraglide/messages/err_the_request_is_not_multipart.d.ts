/**
* | output |
* | --- |
* | "The request is not multipart" |
*
* @param {Err_The_Request_Is_Not_MultipartInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_request_is_not_multipart: ((inputs?: Err_The_Request_Is_Not_MultipartInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Request_Is_Not_MultipartInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Request_Is_Not_MultipartInputs = {};
