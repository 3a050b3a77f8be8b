/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Register_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_steps_heading: ((inputs?: Register_Steps_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Steps_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Steps_HeadingInputs = {};
