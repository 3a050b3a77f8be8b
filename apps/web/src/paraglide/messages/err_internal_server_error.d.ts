/**
* | output |
* | --- |
* | "Internal server error" |
*
* @param {Err_Internal_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_internal_server_error: ((inputs?: Err_Internal_Server_ErrorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Internal_Server_ErrorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Internal_Server_ErrorInputs = {};
