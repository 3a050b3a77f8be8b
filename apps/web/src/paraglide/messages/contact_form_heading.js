/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_HeadingInputs */

const en_contact_form_heading = /** @type {(inputs: Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send us a Message`)
};

const ur_contact_form_heading = /** @type {(inputs: Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمیں پیغام بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send us a Message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_form_heading = /** @type {((inputs?: Contact_Form_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_form_heading(inputs)
	return en_contact_form_heading(inputs)
});