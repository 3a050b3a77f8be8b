/**
* | output |
* | --- |
* | "e.g., {amount}" |
*
* @param {Jobown_Example_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_example_amount: ((inputs: Jobown_Example_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Example_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Example_AmountInputs = {
    amount: NonNullable<unknown>;
};
