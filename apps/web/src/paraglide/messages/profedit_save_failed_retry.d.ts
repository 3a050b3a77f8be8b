/**
* | output |
* | --- |
* | "Failed to save profile. Please try again." |
*
* @param {Profedit_Save_Failed_RetryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_save_failed_retry: ((inputs?: Profedit_Save_Failed_RetryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Save_Failed_RetryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Save_Failed_RetryInputs = {};
