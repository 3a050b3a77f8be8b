/**
* | output |
* | --- |
* | "free of charge" |
*
* @param {Info_Free_Of_ChargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_free_of_charge: ((inputs?: Info_Free_Of_ChargeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Free_Of_ChargeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Free_Of_ChargeInputs = {};
