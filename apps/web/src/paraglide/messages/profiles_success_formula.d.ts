/**
* | output |
* | --- |
* | "Successful contracts ÷ contracts ended in the last 12 months. A contract is successful when no money was refunded on it and the review received is 4 stars or..." |
*
* @param {Profiles_Success_FormulaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_success_formula: ((inputs: Profiles_Success_FormulaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Success_FormulaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Success_FormulaInputs = {
    min: NonNullable<unknown>;
};
