/**
* | output |
* | --- |
* | "The request body is not valid JSON" |
*
* @param {Err_The_Request_Body_Is_Not_Valid_JsonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_request_body_is_not_valid_json: ((inputs?: Err_The_Request_Body_Is_Not_Valid_JsonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Request_Body_Is_Not_Valid_JsonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Request_Body_Is_Not_Valid_JsonInputs = {};
