/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_HeadingInputs */

const en_contact_office_heading = /** @type {(inputs: Contact_Office_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Office`)
};

const ur_contact_office_heading = /** @type {(inputs: Contact_Office_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارا دفتر`)
};

/**
* | output |
* | --- |
* | "Our Office" |
*
* @param {Contact_Office_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_office_heading = /** @type {((inputs?: Contact_Office_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_office_heading(inputs)
	return en_contact_office_heading(inputs)
});