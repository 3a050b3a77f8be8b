/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Jobown_Copy_Link_TextInputs */

const en_jobown_copy_link_text = /** @type {(inputs: Jobown_Copy_Link_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy this link to share it: ${i?.url}`)
};

const ur_jobown_copy_link_text = /** @type {(inputs: Jobown_Copy_Link_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شیئر کرنے کے لیے یہ لنک کاپی کریں: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Copy this link to share it: {url}" |
*
* @param {Jobown_Copy_Link_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_copy_link_text = /** @type {((inputs: Jobown_Copy_Link_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Copy_Link_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_copy_link_text(inputs)
	return en_jobown_copy_link_text(inputs)
});