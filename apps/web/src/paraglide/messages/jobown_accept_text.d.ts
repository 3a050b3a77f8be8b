/**
* | output |
* | --- |
* | "The job moves to In progress and stops taking proposals. Then hire {name} with a contract to agree the milestones and fund them." |
*
* @param {Jobown_Accept_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_accept_text: ((inputs: Jobown_Accept_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Accept_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Accept_TextInputs = {
    name: NonNullable<unknown>;
};
