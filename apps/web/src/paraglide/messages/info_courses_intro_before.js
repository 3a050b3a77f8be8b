/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Courses_Intro_BeforeInputs */

const en_info_courses_intro_before = /** @type {(inputs: Info_Courses_Intro_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical courses taught at the programme's technology parks and hubs, and online. Most are free for residents of Gilgit-Baltistan; see the`)
};

const ur_info_courses_intro_before = /** @type {(inputs: Info_Courses_Intro_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام کے ٹیکنالوجی پارکس، ہبز اور آن لائن پڑھائے جانے والے عملی کورسز۔ زیادہ تر گلگت بلتستان کے رہائشیوں کے لیے مفت ہیں؛ اگلی تاریخوں کے لیے`)
};

/**
* | output |
* | --- |
* | "Practical courses taught at the programme's technology parks and hubs, and online. Most are free for residents of Gilgit-Baltistan; see the" |
*
* @param {Info_Courses_Intro_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_intro_before = /** @type {((inputs?: Info_Courses_Intro_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Courses_Intro_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_courses_intro_before(inputs)
	return en_info_courses_intro_before(inputs)
});