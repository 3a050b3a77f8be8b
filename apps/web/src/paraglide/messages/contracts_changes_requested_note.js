/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Changes_Requested_NoteInputs */

const en_contracts_changes_requested_note = /** @type {(inputs: Contracts_Changes_Requested_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested: `)
};

const ur_contracts_changes_requested_note = /** @type {(inputs: Contracts_Changes_Requested_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیلیوں کی درخواست: `)
};

/**
* | output |
* | --- |
* | "Changes requested:" |
*
* @param {Contracts_Changes_Requested_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_changes_requested_note = /** @type {((inputs?: Contracts_Changes_Requested_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Changes_Requested_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_changes_requested_note(inputs)
	return en_contracts_changes_requested_note(inputs)
});