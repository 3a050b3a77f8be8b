/**
* | output |
* | --- |
* | "Server error. Please try again." |
*
* @param {Err_Server_Error_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_server_error_please_try_again: ((inputs?: Err_Server_Error_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Server_Error_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Server_Error_Please_Try_AgainInputs = {};
