/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Disputes_Settled_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_settled_on: ((inputs: Disputes_Settled_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Settled_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Settled_OnInputs = {
    date: NonNullable<unknown>;
};
