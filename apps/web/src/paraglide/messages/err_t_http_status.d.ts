/**
* | output |
* | --- |
* | "HTTP error! status: {status}" |
*
* @param {Err_T_Http_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_http_status: ((inputs: Err_T_Http_StatusInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Http_StatusInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Http_StatusInputs = {
    status: NonNullable<unknown>;
};
