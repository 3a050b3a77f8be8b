/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Close_TextInputs */

const en_jobown_close_text = /** @type {(inputs: Jobown_Close_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It leaves the job board and stops taking proposals; freelancers with pending proposals are told. You can reopen it later.`)
};

const ur_jobown_close_text = /** @type {(inputs: Jobown_Close_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ جاب بورڈ سے ہٹ جائے گی اور اس پر مزید پروپوزلز نہیں آئیں گے؛ جن فری لانسرز کے پروپوزلز زیرِ غور ہیں انہیں اطلاع دے دی جائے گی۔ آپ اسے بعد میں دوبارہ کھول سکتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "It leaves the job board and stops taking proposals; freelancers with pending proposals are told. You can reopen it later." |
*
* @param {Jobown_Close_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_text = /** @type {((inputs?: Jobown_Close_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Close_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_close_text(inputs)
	return en_jobown_close_text(inputs)
});