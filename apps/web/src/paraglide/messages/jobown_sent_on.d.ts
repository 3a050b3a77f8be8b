/**
* | output |
* | --- |
* | "Sent {date}" |
*
* @param {Jobown_Sent_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sent_on: ((inputs: Jobown_Sent_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sent_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sent_OnInputs = {
    date: NonNullable<unknown>;
};
