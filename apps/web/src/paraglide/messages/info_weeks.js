/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Info_WeeksInputs */

const en_info_weeks = /** @type {(inputs: Info_WeeksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} week`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} weeks`);
	return /** @type {LocalizedString} */ ("info_weeks");
};

const ur_info_weeks = /** @type {(inputs: Info_WeeksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} ہفتہ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} ہفتے`);
	return /** @type {LocalizedString} */ ("info_weeks");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} week" |
* | "other" | "{shown} weeks" |
*
* @param {Info_WeeksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_weeks = /** @type {((inputs: Info_WeeksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_WeeksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_weeks(inputs)
	return en_info_weeks(inputs)
});