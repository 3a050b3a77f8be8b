/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Link_Copied_TextInputs */

const en_jobown_link_copied_text = /** @type {(inputs: Jobown_Link_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link to this job was copied to your clipboard.`)
};

const ur_jobown_link_copied_text = /** @type {(inputs: Jobown_Link_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس جاب کا لنک آپ کے کلپ بورڈ پر کاپی ہو گیا ہے۔`)
};

/**
* | output |
* | --- |
* | "The link to this job was copied to your clipboard." |
*
* @param {Jobown_Link_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_link_copied_text = /** @type {((inputs?: Jobown_Link_Copied_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Link_Copied_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_link_copied_text(inputs)
	return en_jobown_link_copied_text(inputs)
});