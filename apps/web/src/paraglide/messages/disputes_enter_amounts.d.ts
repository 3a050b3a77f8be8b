/**
* | output |
* | --- |
* | "Enter amounts such as 12.50" |
*
* @param {Disputes_Enter_AmountsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_enter_amounts: ((inputs?: Disputes_Enter_AmountsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Enter_AmountsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Enter_AmountsInputs = {};
