/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Upcoming_TextInputs */

const en_info_link_upcoming_text = /** @type {(inputs: Info_Link_Upcoming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next intakes and how to apply.`)
};

const ur_info_link_upcoming_text = /** @type {(inputs: Info_Link_Upcoming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگلے داخلے اور درخواست دینے کا طریقہ۔`)
};

/**
* | output |
* | --- |
* | "The next intakes and how to apply." |
*
* @param {Info_Link_Upcoming_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_upcoming_text = /** @type {((inputs?: Info_Link_Upcoming_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Upcoming_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_upcoming_text(inputs)
	return en_info_link_upcoming_text(inputs)
});