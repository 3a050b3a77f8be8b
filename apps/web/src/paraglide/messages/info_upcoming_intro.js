/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Upcoming_IntroInputs */

const en_info_upcoming_intro = /** @type {(inputs: Info_Upcoming_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next intakes at the technology parks, hubs and online. Seats are limited; apply before the closing date through the contact form or at your nearest hub.`)
};

const ur_info_upcoming_intro = /** @type {(inputs: Info_Upcoming_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ٹیکنالوجی پارکس، ہبز اور آن لائن اگلے داخلے۔ نشستیں محدود ہیں؛ آخری تاریخ سے پہلے رابطہ فارم کے ذریعے یا اپنے قریبی ہب پر درخواست دیں۔`)
};

/**
* | output |
* | --- |
* | "The next intakes at the technology parks, hubs and online. Seats are limited; apply before the closing date through the contact form or at your nearest hub." |
*
* @param {Info_Upcoming_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_upcoming_intro = /** @type {((inputs?: Info_Upcoming_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Upcoming_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_upcoming_intro(inputs)
	return en_info_upcoming_intro(inputs)
});