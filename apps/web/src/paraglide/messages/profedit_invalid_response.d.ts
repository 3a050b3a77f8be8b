/**
* | output |
* | --- |
* | "Server returned invalid response. Please check if the backend is running." |
*
* @param {Profedit_Invalid_ResponseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_invalid_response: ((inputs?: Profedit_Invalid_ResponseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Invalid_ResponseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Invalid_ResponseInputs = {};
