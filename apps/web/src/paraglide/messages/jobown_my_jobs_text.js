/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_My_Jobs_TextInputs */

const en_jobown_my_jobs_text = /** @type {(inputs: Jobown_My_Jobs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The jobs you have posted and the proposals they received.`)
};

const ur_jobown_my_jobs_text = /** @type {(inputs: Jobown_My_Jobs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی پوسٹ کی ہوئی جابز اور ان پر آنے والے پروپوزلز۔`)
};

/**
* | output |
* | --- |
* | "The jobs you have posted and the proposals they received." |
*
* @param {Jobown_My_Jobs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_my_jobs_text = /** @type {((inputs?: Jobown_My_Jobs_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_My_Jobs_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_my_jobs_text(inputs)
	return en_jobown_my_jobs_text(inputs)
});