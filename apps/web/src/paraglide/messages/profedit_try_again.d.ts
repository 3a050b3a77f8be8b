/**
* | output |
* | --- |
* | "{message}. Please try again." |
*
* @param {Profedit_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_try_again: ((inputs: Profedit_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Try_AgainInputs = {
    message: NonNullable<unknown>;
};
