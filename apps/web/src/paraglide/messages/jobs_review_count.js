/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Review_CountInputs */

const en_jobs_review_count = /** @type {(inputs: Jobs_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("jobs_review_count");
};

const ur_jobs_review_count = /** @type {(inputs: Jobs_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ریویو`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ریویوز`);
	return /** @type {LocalizedString} */ ("jobs_review_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Jobs_Review_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_review_count = /** @type {((inputs: Jobs_Review_CountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Review_CountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_review_count(inputs)
	return en_jobs_review_count(inputs)
});