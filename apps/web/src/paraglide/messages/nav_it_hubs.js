/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_It_HubsInputs */

const en_nav_it_hubs = /** @type {(inputs: Nav_It_HubsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IT Hubs in GB`)
};

const ur_nav_it_hubs = /** @type {(inputs: Nav_It_HubsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کے آئی ٹی ہبز`)
};

/**
* | output |
* | --- |
* | "IT Hubs in GB" |
*
* @param {Nav_It_HubsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_it_hubs = /** @type {((inputs?: Nav_It_HubsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_It_HubsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_it_hubs(inputs)
	return en_nav_it_hubs(inputs)
});