/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Info_Courses_CountInputs */

const en_info_courses_count = /** @type {(inputs: Info_Courses_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.shown} course`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Showing ${i?.shown} courses`);
	return /** @type {LocalizedString} */ ("info_courses_count");
};

const ur_info_courses_count = /** @type {(inputs: Info_Courses_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} کورس دکھایا جا رہا ہے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} کورسز دکھائے جا رہے ہیں`);
	return /** @type {LocalizedString} */ ("info_courses_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {shown} course" |
* | "other" | "Showing {shown} courses" |
*
* @param {Info_Courses_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_courses_count = /** @type {((inputs: Info_Courses_CountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Courses_CountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_courses_count(inputs)
	return en_info_courses_count(inputs)
});