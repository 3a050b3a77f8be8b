/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Map_TitleInputs */

const en_contact_map_title = /** @type {(inputs: Contact_Map_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of Jutial, Gilgit, with the office beside Jutial Road, south of the Gilgit River`)
};

const ur_contact_map_title = /** @type {(inputs: Contact_Map_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جوٹیال، گلگت کا نقشہ، دفتر دریائے گلگت کے جنوب میں جوٹیال روڈ کے ساتھ`)
};

/**
* | output |
* | --- |
* | "Map of Jutial, Gilgit, with the office beside Jutial Road, south of the Gilgit River" |
*
* @param {Contact_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_title = /** @type {((inputs?: Contact_Map_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Map_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_map_title(inputs)
	return en_contact_map_title(inputs)
});