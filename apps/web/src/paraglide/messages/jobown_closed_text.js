/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Closed_TextInputs */

const en_jobown_closed_text = /** @type {(inputs: Jobown_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job no longer accepts proposals.`)
};

const ur_jobown_closed_text = /** @type {(inputs: Jobown_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی جاب اب پروپوزلز قبول نہیں کرتی۔`)
};

/**
* | output |
* | --- |
* | "Your job no longer accepts proposals." |
*
* @param {Jobown_Closed_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_closed_text = /** @type {((inputs?: Jobown_Closed_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Closed_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_closed_text(inputs)
	return en_jobown_closed_text(inputs)
});