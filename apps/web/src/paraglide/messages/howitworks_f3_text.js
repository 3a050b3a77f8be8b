/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F3_TextInputs */

const en_howitworks_f3_text = /** @type {(inputs: Howitworks_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a cover letter and a delivery time for the jobs that suit you.`)
};

const ur_howitworks_f3_text = /** @type {(inputs: Howitworks_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے لیے موزوں جابز کے لیے کور لیٹر اور ڈیلیوری کا وقت لکھیں۔`)
};

/**
* | output |
* | --- |
* | "Write a cover letter and a delivery time for the jobs that suit you." |
*
* @param {Howitworks_F3_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f3_text = /** @type {((inputs?: Howitworks_F3_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F3_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f3_text(inputs)
	return en_howitworks_f3_text(inputs)
});