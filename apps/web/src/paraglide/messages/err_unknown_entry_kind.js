/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unknown_Entry_KindInputs */

const en_err_unknown_entry_kind = /** @type {(inputs: Err_Unknown_Entry_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown entry kind`)
};

const ur_err_unknown_entry_kind = /** @type {(inputs: Err_Unknown_Entry_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اندراج کی قسم نامعلوم ہے`)
};

/**
* | output |
* | --- |
* | "Unknown entry kind" |
*
* @param {Err_Unknown_Entry_KindInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_entry_kind = /** @type {((inputs?: Err_Unknown_Entry_KindInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unknown_Entry_KindInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unknown_entry_kind(inputs)
	return en_err_unknown_entry_kind(inputs)
});