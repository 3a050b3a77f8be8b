/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Jobown_Accept_TextInputs */

const en_jobown_accept_text = /** @type {(inputs: Jobown_Accept_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The job moves to In progress and stops taking proposals. Then hire ${i?.name} with a contract to agree the milestones and fund them.`)
};

const ur_jobown_accept_text = /** @type {(inputs: Jobown_Accept_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جاب کی حیثیت "جاری" ہو جائے گی اور اس پر مزید پروپوزلز نہیں آئیں گے۔ اس کے بعد ${i?.name} کو کنٹریکٹ کے ذریعے ہائر کریں، مراحل طے کریں اور ان کی رقم جمع کرائیں۔`)
};

/**
* | output |
* | --- |
* | "The job moves to In progress and stops taking proposals. Then hire {name} with a contract to agree the milestones and fund them." |
*
* @param {Jobown_Accept_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_accept_text = /** @type {((inputs: Jobown_Accept_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Accept_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_accept_text(inputs)
	return en_jobown_accept_text(inputs)
});