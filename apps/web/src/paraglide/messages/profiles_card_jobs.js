/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Profiles_Card_JobsInputs */

const en_profiles_card_jobs = /** @type {(inputs: Profiles_Card_JobsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} jobs`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} jobs`);
	return /** @type {LocalizedString} */ ("profiles_card_jobs");
};

const ur_profiles_card_jobs = /** @type {(inputs: Profiles_Card_JobsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} جاب`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} جابز`);
	return /** @type {LocalizedString} */ ("profiles_card_jobs");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} jobs" |
* | "other" | "{shown} jobs" |
*
* @param {Profiles_Card_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_card_jobs = /** @type {((inputs: Profiles_Card_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Card_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_card_jobs(inputs)
	return en_profiles_card_jobs(inputs)
});