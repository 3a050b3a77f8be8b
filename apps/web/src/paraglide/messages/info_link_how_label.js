/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_How_LabelInputs */

const en_info_link_how_label = /** @type {(inputs: Info_Link_How_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How It Works`)
};

const ur_info_link_how_label = /** @type {(inputs: Info_Link_How_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کیسے کام کرتا ہے`)
};

/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Info_Link_How_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_how_label = /** @type {((inputs?: Info_Link_How_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_How_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_how_label(inputs)
	return en_info_link_how_label(inputs)
});