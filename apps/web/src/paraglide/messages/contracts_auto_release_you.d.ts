/**
* | output |
* | --- |
* | "Released automatically on {date} unless you act." |
*
* @param {Contracts_Auto_Release_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_release_you: ((inputs: Contracts_Auto_Release_YouInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Auto_Release_YouInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Auto_Release_YouInputs = {
    date: NonNullable<unknown>;
};
