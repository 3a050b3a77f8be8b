/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Stories_TextInputs */

const en_info_link_stories_text = /** @type {(inputs: Info_Link_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How others built their careers.`)
};

const ur_info_link_stories_text = /** @type {(inputs: Info_Link_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوسروں نے اپنا کیریئر کیسے بنایا۔`)
};

/**
* | output |
* | --- |
* | "How others built their careers." |
*
* @param {Info_Link_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_stories_text = /** @type {((inputs?: Info_Link_Stories_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Stories_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_stories_text(inputs)
	return en_info_link_stories_text(inputs)
});