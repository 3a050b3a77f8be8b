/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Map_BridgeInputs */

const en_contact_map_bridge = /** @type {(inputs: Contact_Map_BridgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gilgit Bridge`)
};

const ur_contact_map_bridge = /** @type {(inputs: Contact_Map_BridgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت پل`)
};

/**
* | output |
* | --- |
* | "Gilgit Bridge" |
*
* @param {Contact_Map_BridgeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_bridge = /** @type {((inputs?: Contact_Map_BridgeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Map_BridgeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_map_bridge(inputs)
	return en_contact_map_bridge(inputs)
});