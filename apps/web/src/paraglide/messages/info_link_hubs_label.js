/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Hubs_LabelInputs */

const en_info_link_hubs_label = /** @type {(inputs: Info_Link_Hubs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IT Hubs in GB`)
};

const ur_info_link_hubs_label = /** @type {(inputs: Info_Link_Hubs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جی بی میں آئی ٹی ہبز`)
};

/**
* | output |
* | --- |
* | "IT Hubs in GB" |
*
* @param {Info_Link_Hubs_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_hubs_label = /** @type {((inputs?: Info_Link_Hubs_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Hubs_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_hubs_label(inputs)
	return en_info_link_hubs_label(inputs)
});