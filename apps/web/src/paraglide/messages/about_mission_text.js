/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Mission_TextInputs */

const en_about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To make skilled, remote IT work a real career in every valley of Gilgit-Baltistan: training young people close to home, giving them reliable places to work, and connecting them with clients who pay fairly and on time through escrow-protected milestone payments.`)
};

const ur_about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کی ہر وادی میں ہنرمند، ریموٹ آئی ٹی کام کو ایک حقیقی کیریئر بنانا: نوجوانوں کو گھر کے قریب تربیت دینا، انہیں کام کے لیے قابلِ اعتماد جگہیں فراہم کرنا، اور انہیں ایسے کلائنٹس سے جوڑنا جو ایسکرو سے محفوظ مرحلہ وار ادائیگیوں کے ذریعے منصفانہ اور بروقت ادائیگی کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "To make skilled, remote IT work a real career in every valley of Gilgit-Baltistan: training young people close to home, giving them reliable places to work, ..." |
*
* @param {About_Mission_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_mission_text = /** @type {((inputs?: About_Mission_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Mission_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_mission_text(inputs)
	return en_about_mission_text(inputs)
});