/**
* | output |
* | --- |
* | "The form could not be read: the request is not valid multipart form data" |
*
* @param {Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_form_could_not_be_read_the_request_is_not_va: ((inputs?: Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Form_Could_Not_Be_Read_The_Request_Is_Not_VaInputs = {};
