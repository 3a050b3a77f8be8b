/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_TextInputs */

const en_contact_form_text = /** @type {(inputs: Contact_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in the form and we will reply by e-mail.`)
};

const ur_contact_form_text = /** @type {(inputs: Contact_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فارم پُر کریں، ہم ای میل کے ذریعے جواب دیں گے۔`)
};

/**
* | output |
* | --- |
* | "Fill in the form and we will reply by e-mail." |
*
* @param {Contact_Form_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_form_text = /** @type {((inputs?: Contact_Form_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_form_text(inputs)
	return en_contact_form_text(inputs)
});