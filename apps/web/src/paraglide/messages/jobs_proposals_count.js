/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Proposals_CountInputs */

const en_jobs_proposals_count = /** @type {(inputs: Jobs_Proposals_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} proposal`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} proposals`);
	return /** @type {LocalizedString} */ ("jobs_proposals_count");
};

const ur_jobs_proposals_count = /** @type {(inputs: Jobs_Proposals_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} پروپوزل`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} پروپوزلز`);
	return /** @type {LocalizedString} */ ("jobs_proposals_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} proposal" |
* | "other" | "{count} proposals" |
*
* @param {Jobs_Proposals_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposals_count = /** @type {((inputs: Jobs_Proposals_CountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Proposals_CountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_proposals_count(inputs)
	return en_jobs_proposals_count(inputs)
});