/**
* | output |
* | --- |
* | "Network error. Please check your connection." |
*
* @param {Err_Network_Error_Please_Check_Your_ConnectionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_network_error_please_check_your_connection: ((inputs?: Err_Network_Error_Please_Check_Your_ConnectionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Network_Error_Please_Check_Your_ConnectionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Network_Error_Please_Check_Your_ConnectionInputs = {};
