/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_IntroInputs */

const en_contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have a question about hiring, freelancing or our hubs in Gilgit-Baltistan? Send us a message and our team will get back to you.`)
};

const ur_contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا آپ کا ہائرنگ، فری لانسنگ یا گلگت بلتستان میں ہمارے ہبز کے بارے میں کوئی سوال ہے؟ ہمیں پیغام بھیجیں، ہماری ٹیم آپ سے رابطہ کرے گی۔`)
};

/**
* | output |
* | --- |
* | "Have a question about hiring, freelancing or our hubs in Gilgit-Baltistan? Send us a message and our team will get back to you." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_intro = /** @type {((inputs?: Contact_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_intro(inputs)
	return en_contact_intro(inputs)
});