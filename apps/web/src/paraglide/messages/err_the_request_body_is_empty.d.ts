/**
* | output |
* | --- |
* | "The request body is empty" |
*
* @param {Err_The_Request_Body_Is_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_request_body_is_empty: ((inputs?: Err_The_Request_Body_Is_EmptyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Request_Body_Is_EmptyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Request_Body_Is_EmptyInputs = {};
