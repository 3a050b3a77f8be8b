/**
* | output |
* | --- |
* | "Unsupported content type" |
*
* @param {Err_Unsupported_Content_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unsupported_content_type: ((inputs?: Err_Unsupported_Content_TypeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unsupported_Content_TypeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unsupported_Content_TypeInputs = {};
