/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Disputes_Open_IntroInputs */

const en_disputes_open_intro = /** @type {(inputs: Disputes_Open_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Say what went wrong and propose how to share the ${i?.currency} in escrow. The other party can accept or counter; either of you can ask a hub mediator to decide, free of charge.`)
};

const ur_disputes_open_intro = /** @type {(inputs: Disputes_Open_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بتائیں کہ کیا غلط ہوا اور تجویز دیں کہ ایسکرو میں موجود ${i?.currency} کیسے تقسیم ہوں۔ دوسرا فریق اسے قبول کر سکتا ہے یا جوابی تجویز دے سکتا ہے؛ آپ میں سے کوئی بھی ہب کے ثالث سے بلا معاوضہ فیصلہ کرنے کو کہہ سکتا ہے۔`)
};

/**
* | output |
* | --- |
* | "Say what went wrong and propose how to share the {currency} in escrow. The other party can accept or counter; either of you can ask a hub mediator to decide,..." |
*
* @param {Disputes_Open_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_intro = /** @type {((inputs: Disputes_Open_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Open_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_open_intro(inputs)
	return en_disputes_open_intro(inputs)
});