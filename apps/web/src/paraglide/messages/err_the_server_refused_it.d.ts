/**
* | output |
* | --- |
* | "The server refused it." |
*
* @param {Err_The_Server_Refused_ItInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_server_refused_it: ((inputs?: Err_The_Server_Refused_ItInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Server_Refused_ItInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Server_Refused_ItInputs = {};
